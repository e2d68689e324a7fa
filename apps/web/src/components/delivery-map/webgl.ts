/**
 * Whether this browser can draw the map: MapLibre needs WebGL. Asked before the map's code is fetched, so a browser
 * without it (some locked-down or headless ones) shows the places in words at once instead of loading code it cannot run.
 */
export function supportsWebGL(): boolean {
  if (typeof document === 'undefined' || typeof WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
