import { menuTileLabels } from '../../content/navigation';

/** The two mobile-menu tiles; a dash while a figure is unknown. */
export function MenuTilesView({ active, delivered }: { active?: number; delivered?: number }) {
  const tiles = [
    { label: menuTileLabels.active, value: active },
    { label: menuTileLabels.delivered, value: delivered },
  ];
  return (
    <div className="mt-3 grid grid-cols-2 gap-3" data-testid="mobile-menu-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg bg-white p-3 text-center shadow-sm">
          <p className="text-xl font-bold text-blue-800">{tile.value ?? '–'}</p>
          <p className="text-xs font-medium text-slate-700">{tile.label}</p>
        </div>
      ))}
    </div>
  );
}
