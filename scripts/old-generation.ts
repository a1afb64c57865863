// The limit scripts/memory-settings.ts gives V8's old generation, in MB (why 768: its comment).
// Apart from that script because importing it starts the process again with its settings.
export const OLD_GENERATION_MB = 768;
