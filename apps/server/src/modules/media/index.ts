// The media module's public face: what other modules may name (types only); the root wires the values.
export type { MediaService } from './service';
