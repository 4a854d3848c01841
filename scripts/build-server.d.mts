// Types for scripts/build-server.mjs, which TypeScript code (bench, the fault suite) imports.
export declare const SERVER_BUNDLE: string;
export declare function serverIsStale(): boolean;
export declare function buildServer(options?: { force?: boolean; quiet?: boolean }): Promise<string>;
export declare function serverCommand(nodePath?: string): [string, string[]];
