export declare const CHROME_FLAGS: readonly string[];
