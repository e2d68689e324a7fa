export { DeliveryMapCard,  } from './delivery-map-card';
export { useLiveDelivery } from './live-delivery';
