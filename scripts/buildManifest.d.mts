// Types for buildManifest.mjs, so the build plugin (TypeScript) shares the one definition.
export declare function manifestFileFor(outDir: string, root?: string): string
