// Types for the vitest configs that spread these options (they are TypeScript; this file is plain ESM).
export declare const ciTestOptions: { retry?: number; reporters?: string[] };
