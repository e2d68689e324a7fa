// Decision 0117: the page the "Stop these e-mails" link in a receiver's delivery e-mail opens.
export const RECEIVER_MAIL_COPY = {
  pageTitle: 'Stop delivery e-mails',
  // A non-breaking hyphen: at 375 px the heading broke as "e-" / "mails?".
  askTitle: 'Stop delivery e\u2011mails?',
  ask: 'When a shipment is addressed to you, we e-mail you as it is booked, goes out for delivery, arrives, is delivered or is missed. Stop these e-mails to this address for every shipment.',
  texts: 'Text messages are not affected: reply STOP to any of them.',
  stop: 'Stop these e-mails',
  stopping: 'Stopping...',
  doneTitle: 'Delivery e\u2011mails stopped',
  after: 'You can still follow a shipment on the tracking page with its number.',
  invalidTitle: 'Link invalid',
  invalidHint: 'Open the link from one of our delivery e-mails again, or track your shipment by its number.',
  failed: 'We could not stop the e-mails. Please try again.',
  track: 'Track a shipment',
} as const;
