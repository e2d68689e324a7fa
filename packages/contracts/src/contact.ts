import { z } from 'zod';
import { emailField, optionalText, requiredText } from './text';

// The contact page's form: name, email, subject, message required; phone and company optional.
export const contactMessageSchema = z
  .strictObject({
    name: requiredText('Name', 120),
    email: emailField(),
    phone: optionalText('Phone', 30),
    company: optionalText('Company', 120),
    subject: requiredText('Subject', 200),
    message: requiredText('Message', 5000, 'multi'),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const newsletterSubscriptionSchema = z.strictObject({ email: emailField() }).meta({ id: 'NewsletterSubscription' });
export type NewsletterSubscriptionInput = z.infer<typeof newsletterSubscriptionSchema>;

export const CONTACT_SUCCESS_MESSAGE = "Thank you! Your message has been sent. We'll reply within 24 hours.";
export const NEWSLETTER_SUCCESS_MESSAGE = 'Thanks for subscribing! Watch your inbox for our next update.';
