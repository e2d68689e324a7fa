import { z } from 'zod';

// The delivery map's street layer (decision 0110). The base layer (country shapes) ships with the web build; street
// tiles come from a raster tile server the operator names in MAP_TILES_URL, which the web learns from GET /map/config.

export const MAP_TILES_URL_INVALID = 'must be an http(s) raster tile URL with {z}, {x} and {y}, e.g. https://tile.example.com/{z}/{x}/{y}.png';

/** A raster XYZ tile template: http(s), with the three placeholders MapLibre fills in. */
export const mapTilesUrlSchema = z
  .string()
  .trim()
  .refine((value) => {
    if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
    try {
      const url = new URL(value.replaceAll(/\{[xyz]\}/g, '0'));
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, MAP_TILES_URL_INVALID);

/** The origin a tile template loads from, for the Content-Security-Policy. */
export function mapTilesOrigin(template: string): string {
  return new URL(template.replaceAll(/\{[xyz]\}/g, '0')).origin;
}

// GET /map/config
export const mapConfigSchema = z
  .object({
    tiles: z
      .object({
        url: z.string().meta({ description: 'Raster XYZ tile template, {z}/{x}/{y}' }),
        attribution: z.string().nullable().meta({ description: 'The credit the tile provider asks for, shown on the map' }),
      })
      .nullable()
      .meta({ description: 'Street tiles, when the server names a tile server (MAP_TILES_URL); null draws country shapes only' }),
  })
  .meta({ id: 'MapConfig' });
export type MapConfig = z.infer<typeof mapConfigSchema>;
