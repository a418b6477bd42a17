import { atom } from 'nanostores';
import { session } from '../lib/storage.ts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** A second line, e.g. the server's message under "Upload failed". */
  detail?: string;
}

/** Toasts on screen, newest last. */
export const $toasts = atom<Toast[]>([]);

const DURATION_MS: Record<ToastKind, number> = { success: 3000, info: 3000, warning: 4500, error: 4500 };
const FLASH_KEY = 'mooli_flash_toast';
let nextId = 1;

export function dismissToast(id: number) {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Shows a toast that goes away by itself. */
export function showToast(kind: ToastKind, text: string, detail?: string): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, text, detail }]);
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), DURATION_MS[kind]);
  return id;
}

export const toast = {
  success: (text: string, detail?: string) => showToast('success', text, detail),
  error: (text: string, detail?: string) => showToast('error', text, detail),
  warning: (text: string, detail?: string) => showToast('warning', text, detail),
  info: (text: string, detail?: string) => showToast('info', text, detail),
};

/** A toast for the next page this tab opens (e.g. "Logout successful" shown after going to /). */
export function flashToast(kind: ToastKind, text: string) {
  session.set(FLASH_KEY, JSON.stringify({ kind, text }));
}

/** Shows the toast left by the previous page, once. */
export function showFlashedToast() {
  const raw = session.get(FLASH_KEY);
  if (!raw) return;
  session.remove(FLASH_KEY);
  try {
    const { kind, text } = JSON.parse(raw) as { kind: ToastKind; text: string };
    if (typeof text === 'string' && text && kind in DURATION_MS) showToast(kind, text);
  } catch {
    // A damaged entry is dropped.
  }
}
