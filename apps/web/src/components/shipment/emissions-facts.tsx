import type { Emissions } from '@meridian/contracts';
import { EMISSIONS_COPY } from '../../content/shipment-facts';
import { emissionFactor, emissionsWorking, formatKgFigure } from '../../lib/format-footprint';

function howLine(emissions: Emissions): string {
  const factor = emissionFactor(emissions.factorId);
  const basis = factor ? `${factor.description}. ${EMISSIONS_COPY.source(factor.source)}` : `${emissions.factorId}.`;
  return `${EMISSIONS_COPY.how} ${basis} ${EMISSIONS_COPY.estimate}`;
}

interface EmissionsFactsProps {
  emissions: Emissions | null | undefined;
  /** The booking's weight and route distance, to show the working; without them only the tonne-km is stated. */
  weightKg?: number;
  distanceKm?: number;
}

/**
 * A shipment's CO2e well to wheel, with the working that reproduces it and where the intensity comes from
 * (ISO 14083 and the GLEC Framework, decision 0096).
 */
export function EmissionsFacts({ emissions, weightKg, distanceKm }: EmissionsFactsProps) {
  if (!emissions) return <p className="text-sm text-slate-700">{EMISSIONS_COPY.unknown}</p>;
  const working = emissionsWorking(emissions, weightKg ?? 0, weightKg === undefined ? undefined : distanceKm);
  return (
    <div data-testid="emissions-facts">
      <p className="text-sm text-slate-700">{EMISSIONS_COPY.figureLabel}</p>
      <p className="text-2xl font-extrabold text-slate-900" data-testid="co2e-figure">
        {formatKgFigure(emissions.co2eWtwKg)} <span className="text-base font-semibold">{EMISSIONS_COPY.unit}</span>
      </p>
      <ul className="mt-2 space-y-0.5 text-sm text-slate-800">
        {working.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-700">{howLine(emissions)}</p>
    </div>
  );
}
