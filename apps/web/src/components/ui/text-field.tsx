import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FormField, inputClass } from './form-field';

interface Common {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

function described(id: string, error?: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** A labelled input with its error beside it (FormField + inputClass). */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  ref,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FormField id={id} label={label} error={error} required={required} hint={hint}>
      <input id={id} ref={ref} className={inputClass(Boolean(error))} {...described(id, error)} {...props} />
    </FormField>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  ref,
  children,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FormField id={id} label={label} error={error} required={required} hint={hint}>
      <select id={id} ref={ref} className={inputClass(Boolean(error))} {...described(id, error)} {...props}>
        {children}
      </select>
    </FormField>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  ref,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FormField id={id} label={label} error={error} required={required} hint={hint}>
      <textarea id={id} ref={ref} rows={3} className={inputClass(Boolean(error))} {...described(id, error)} {...props} />
    </FormField>
  );
}

export function CheckboxField({
  id,
  label,
  ref,
  ...props
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} ref={ref} type="checkbox" className="h-5 w-5 rounded border-slate-400 text-blue-700 focus:ring-blue-700" {...props} />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
