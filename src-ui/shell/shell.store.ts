import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';

/**
 * The application shell's own state: whether the side navigation is collapsed (kept under
 * h_sidebar_state as 'collapsed' / 'expanded'), whether the side navigation is open as a drawer
 * (narrow screens: closed by default and on every page change, never stored) and whether the news
 * feed popover is open.
 */
@injectable()
export class ShellStore {
  sidebarCollapsed: boolean;
  newsOpen = false;
  drawerOpen = false;

  constructor(@inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort) {
    this.sidebarCollapsed = storage.get(StorageKey.sidebarState) === 'collapsed';
    makeAutoObservable<ShellStore, 'storage'>(this, { storage: false });
  }

  /** The menu toggle. */
  toggleSidebar(): void {
    this.sidebarCollapsed = !this.sidebarCollapsed;
    this.storage.set(StorageKey.sidebarState, this.sidebarCollapsed ? 'collapsed' : 'expanded');
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  toggleNews(): void {
    this.newsOpen = !this.newsOpen;
  }

  closeNews(): void {
    this.newsOpen = false;
  }
}
