export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const JOURNEY_CHROMIUM_PATH: string;
