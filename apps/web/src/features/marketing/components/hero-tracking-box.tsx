import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { hero } from '../../../content/home';

/** The hero's way straight to a shipment: the number goes into /track's URL, as a link to it would. */
export function HeroTrackingBox() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.trim();
    // A blank number is ignored, as on the tracking page.
    if (number) navigate(`/track/${encodeURIComponent(number)}`);
  };
  return (
    <form role="search" aria-label={hero.track.label} action="/track" method="get" onSubmit={onSubmit} className="mt-8 max-w-xl">
      <label htmlFor="hero-track" className="text-sm font-semibold text-blue-100">
        {hero.track.label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="hero-track"
          name="id"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={hero.track.placeholder}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-white/30 bg-white/10 px-4 py-3 text-white placeholder:text-blue-200 focus:border-amber-300 focus:outline-none focus:ring-2 focus:ring-amber-300"
        />
        <button type="submit" className="rounded-lg bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300 focus:outline-none focus:ring-2 focus:ring-amber-200">
          {hero.track.button}
        </button>
      </div>
    </form>
  );
}
