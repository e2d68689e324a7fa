import { renderLayout, type MailContent, type RenderedMail } from './mail.layout';
import { templates } from './mail.templates';
import type { MailTemplateName, MailTemplates } from './mail.types';

export type { RenderedMail } from './mail.layout';

/** The subject, HTML and text part of one queued message. */
export function renderMail<T extends MailTemplateName>(template: T, data: MailTemplates[T], appBaseUrl: string): RenderedMail {
  const build = templates[template] as unknown as ((data: MailTemplates[T]) => MailContent) | undefined;
  if (!build) throw new Error(`unknown mail template ${String(template)}`);
  return renderLayout(build(data), appBaseUrl);
}

export const isMailTemplate = (name: string): name is MailTemplateName => Object.hasOwn(templates, name);
