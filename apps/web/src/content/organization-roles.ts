// Decision 0055: what a viewer reads where a booker would find a form to book, import or pay.
export const VIEWER_NOTICE_COPY = {
  title: 'Viewers cannot book or pay',
  back: 'Back to the bookings',
} as const;
