export { DeliveryMapCard, type DeliveryMapCardProps } from './delivery-map-card';
export { useLiveDelivery } from './live-delivery';
