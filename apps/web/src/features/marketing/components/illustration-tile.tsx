import {
  Activity,
  BarChart3,
  ClipboardList,
  Cpu,
  FlaskConical,
  Hospital,
  Leaf,
  Pill,
  ShieldCheck,
  Siren,
  Syringe,
  Thermometer,
  Truck,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';

// Picture names used by the content files, drawn as gradient tiles with an icon: no photos to fetch.
const pictures: Record<string, { icon: LucideIcon; gradient: string }> = {
  vaccine: { icon: Syringe, gradient: 'from-sky-600 to-blue-800' },
  hospital: { icon: Hospital, gradient: 'from-rose-600 to-rose-800' },
  warehouse: { icon: Warehouse, gradient: 'from-slate-600 to-slate-800' },
  research: { icon: FlaskConical, gradient: 'from-violet-600 to-violet-800' },
  pharmacy: { icon: Pill, gradient: 'from-teal-600 to-emerald-800' },
  emergency: { icon: Siren, gradient: 'from-orange-600 to-red-800' },
  thermometer: { icon: Thermometer, gradient: 'from-cyan-600 to-blue-800' },
  clipboard: { icon: ClipboardList, gradient: 'from-indigo-600 to-indigo-800' },
  chip: { icon: Cpu, gradient: 'from-fuchsia-600 to-purple-800' },
  chart: { icon: BarChart3, gradient: 'from-emerald-600 to-teal-800' },
  leaf: { icon: Leaf, gradient: 'from-lime-600 to-green-800' },
  shield: { icon: ShieldCheck, gradient: 'from-amber-600 to-orange-800' },
  truck: { icon: Truck, gradient: 'from-blue-600 to-slate-800' },
};

const fallback = { icon: Activity, gradient: 'from-blue-600 to-blue-800' };

export function IllustrationTile({ picture, className = 'h-48' }: { picture: string; className?: string }) {
  const { icon: Icon, gradient } = pictures[picture] ?? fallback;
  return (
    <div className={`relative grid place-items-center overflow-hidden bg-gradient-to-br ${gradient} ${className}`} aria-hidden="true">
      <div className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/10" />
      <div className="absolute -bottom-12 -left-8 h-36 w-36 rounded-full bg-white/10" />
      <Icon className="relative h-16 w-16 text-white/90" strokeWidth={1.5} />
    </div>
  );
}
