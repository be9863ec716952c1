'use client';
import { useSyncExternalStore } from 'react';

// The global dialog message of spec §3 "Client preferences and UI state": any client component
// shows a message with showGlobalMessage(); the shell's MessageDialog renders it with a single
// 'Дякую' button that clears it.
let message: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showGlobalMessage(text: string): void {
  message = text;
  emit();
}

export function clearGlobalMessage(): void {
  message = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalMessage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => null,
  );
}
