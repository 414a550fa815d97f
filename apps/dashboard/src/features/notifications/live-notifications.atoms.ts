import { atom } from 'jotai';
import { addLiveItem, markAllRead, type LiveItem } from './live-notifications';

/** Notifications that arrived on the live stream since this tab signed in, newest first. */
export const liveItemsAtom = atom<LiveItem[]>([]);

export const addLiveItemAtom = atom(null, (get, set, item: LiveItem) => {
  set(liveItemsAtom, addLiveItem(get(liveItemsAtom), item));
});

export const markLiveItemsReadAtom = atom(null, (get, set) => {
  set(liveItemsAtom, markAllRead(get(liveItemsAtom)));
});
