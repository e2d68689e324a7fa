import { ButtonLink } from '../../../components/ui/button-link';

interface CtaBandProps {
  title: string;
  lead: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}

export function CtaBand({ title, lead, primary, secondary }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className="bg-gradient-to-r from-blue-800 to-blue-950">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={primary.to} variant="accent">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.to} variant="outlineLight">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
