let answer: boolean | undefined;

/**
 * Whether this browser can draw the map: MapLibre needs WebGL. Asked before the map's code is fetched, so a browser
 * without it (some locked-down or headless ones) shows the places in words at once instead of loading code it cannot
 * run. Asked once per page: a browser keeps only a few WebGL contexts alive and drops the oldest (the map's) for new
 * ones, so the probe's own context is released at once.
 */
export function supportsWebGL(): boolean {
  if (answer !== undefined) return answer;
  if (typeof document === 'undefined' || typeof WebGLRenderingContext === 'undefined') return (answer = false);
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    answer = Boolean(gl);
  } catch {
    answer = false;
  }
  return answer;
}
