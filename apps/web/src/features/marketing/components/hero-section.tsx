import { ButtonLink } from '../../../components/ui/button-link';
import { StatGrid } from './stat-grid';
import { brand } from '../../../content/brand';
import { hero, HERO_TAGLINE_INTERVAL_MS, heroStats, heroTaglines } from '../../../content/home';
import { HeroTrackingBox } from './hero-tracking-box';
import { RotatingTagline } from './rotating-tagline';
import { ShipmentCardArt } from './shipment-card-art';

export function HeroSection() {
  return (
    <section id="home" aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-br from-blue-950 via-blue-900 to-slate-900 text-white">
      <div className="hero-grid pointer-events-none absolute inset-0 opacity-20" aria-hidden="true" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">{hero.eyebrow}</p>
          <h1 id="home-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <RotatingTagline phrases={heroTaglines} intervalMs={HERO_TAGLINE_INTERVAL_MS} />
          <p className="mt-5 max-w-xl text-lg text-blue-100">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={hero.primaryCta.to} variant="accent">
              {hero.primaryCta.label}
            </ButtonLink>
            <ButtonLink to={hero.secondaryCta.to} variant="outlineLight">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <HeroTrackingBox />
        </div>
        <ShipmentCardArt />
      </div>
      <div className="relative mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <StatGrid stats={heroStats} tone="dark" label={`${brand.name} in numbers`} />
      </div>
    </section>
  );
}
