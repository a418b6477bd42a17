/**
 * The media the shop shows, by kind: the whispers and videos of the moments, the audio stories,
 * radio episodes, comics and novels of /moolitime, and the home page's explore tiles and Moolitime
 * highlights. Plain values (no zod), shared with the editors' workspace.
 */
export const MEDIA_KINDS = ['whisper', 'video', 'audio', 'radio', 'comic', 'novel', 'explore', 'moolitime'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
