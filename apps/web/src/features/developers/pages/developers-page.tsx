import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPES } from '@meridian/contracts';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEVELOPERS_COPY } from '../../../content/developers';
import { usePageTitle } from '../../../lib/use-page-title';

const LIST_BOOKINGS = `curl https://your-meridian-host/api/v1/bookings?limit=10 \\
  -H "Authorization: Bearer mxk_your_key_here"`;

const IMPORT_CSV = `curl https://your-meridian-host/api/v1/bookings/import?dryRun=true \\
  -H "Authorization: Bearer mxk_your_key_here" \\
  -F "file=@bookings.csv"

curl https://your-meridian-host/api/v1/bookings/import \\
  -H "Authorization: Bearer mxk_your_key_here" \\
  -H "Idempotency-Key: import-2026-11-27-a" \\
  -F "file=@bookings.csv"`;

const VERIFY_SIGNATURE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the Meridian-Signature value; rawBody: the request body exactly as received.
function isFromMeridian(header, rawBody, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 text-slate-800">{children}</div>
    </section>
  );
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre aria-label={label} className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-relaxed text-slate-100">
      <code>{children}</code>
    </pre>
  );
}

/** /developers (decision 0056): public, so an integrator can read it before anyone signs in. */
export function DevelopersPage() {
  usePageTitle(DEVELOPERS_COPY.title);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{DEVELOPERS_COPY.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{DEVELOPERS_COPY.intro}</p>
      {/* A plain link: the reference is served by the API, outside the web app's routes. */}
      <a href="/api/docs" className="mt-5 inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
        {DEVELOPERS_COPY.reference} <ExternalLink aria-hidden="true" className="h-4 w-4" />
      </a>
      <div className="mt-8 space-y-6">
        <Section title={DEVELOPERS_COPY.keysTitle}>
          <p>{DEVELOPERS_COPY.keysBody}</p>
          <h3 className="pt-2 font-bold text-slate-900">{DEVELOPERS_COPY.scopesTitle}</h3>
          <dl className="grid gap-3 sm:grid-cols-2">
            {API_KEY_SCOPES.map((scope) => (
              <div key={scope} className="rounded-xl bg-slate-50 p-3">
                <dt className="font-mono text-sm font-semibold text-slate-900">{scope}</dt>
                <dd className="text-sm text-slate-700">{API_KEY_SCOPE_DESCRIPTIONS[scope]}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title={DEVELOPERS_COPY.callTitle}>
          <p>{DEVELOPERS_COPY.callBody}</p>
          <Code label="List bookings with an API key">{LIST_BOOKINGS}</Code>
          <p>{DEVELOPERS_COPY.limitsBody}</p>
        </Section>
        <Section title={DEVELOPERS_COPY.webhooksTitle}>
          <p>{DEVELOPERS_COPY.webhooksBody}</p>
          <Code label="Check a webhook signature in Node.js">{VERIFY_SIGNATURE}</Code>
        </Section>
        <Section title={DEVELOPERS_COPY.importTitle}>
          <p>{DEVELOPERS_COPY.importBody}</p>
          <Code label="Check, then import a CSV file">{IMPORT_CSV}</Code>
          <Link to="/bookings/import" className="inline-block font-semibold text-blue-700 underline hover:text-blue-800">
            {DEVELOPERS_COPY.signedInImport}
          </Link>
        </Section>
      </div>
    </div>
  );
}
