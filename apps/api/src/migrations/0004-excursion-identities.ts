// Decision 0041: excursions get ids and closedBy, and none stays open on a delivered or cancelled booking.
export { backfillExcursionIdentities } from '../modules/cold-chain/excursions.service';
