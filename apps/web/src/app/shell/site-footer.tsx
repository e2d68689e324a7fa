import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { brand, copyrightLine, telHref } from '../../content/brand';
import { footerDeveloperLink, footerQuickLinks, footerServiceLinks } from '../../content/navigation';
import { BrandMark } from './brand-mark';
import { SocialIcon } from '../../components/ui/social-icon';

const linkClass = 'text-slate-300 hover:text-white hover:underline underline-offset-4';

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="flex items-center gap-2 rounded-md">
            <BrandMark />
            <span className="text-lg font-bold text-white">{brand.name}</span>
          </Link>
          <p className="mt-4 text-sm leading-6">{brand.description}</p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {brand.social.map((item) => (
              <li key={item.network}>
                <a
                  href={item.href}
                  aria-label={item.label}
                  className="grid h-10 w-10 place-items-center rounded-full bg-slate-800 text-slate-200 hover:bg-blue-700 hover:text-white"
                >
                  <SocialIcon network={item.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Footer services">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Services</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerServiceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {brand.headOffice.line1}
                <br />
                {brand.headOffice.line2}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <a href={telHref(brand.phones.main)} className={linkClass}>
                {brand.phones.main}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${brand.emails.info}`} className={`${linkClass} break-all`}>
                {brand.emails.info}
              </a>
            </p>
            <p className="flex gap-2">
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>Support {brand.supportAvailability}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          <p>{copyrightLine(new Date().getFullYear())}</p>
          <Link to={footerDeveloperLink.to} className={linkClass}>
            {footerDeveloperLink.label}
          </Link>
        </div>
      </div>
    </footer>
  );
}
