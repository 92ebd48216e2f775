import type { ContainerModuleLoadOptions } from 'inversify';
import { BrandContextStore } from '../brands/brand-context.store';
import { HomePageStore } from '../dashboard/home-page.store';
import { BrandDashboardStore } from '../dashboard/brand-dashboard.store';
import { MemberDashboardStore } from '../dashboard/member-dashboard.store';
import { DemoRequestStore } from '../demo/demo-request.store';
import { ConnectivityStore } from '../errors/connectivity.store';
import { SearchStore } from '../search/search.store';
import { SessionWatchStore } from '../session/session-watch.store';
import { VersionWatchStore } from '../session/version-watch.store';
import { PageAccessStore } from './page-access.store';
import { ShellStore } from './shell.store';

/** Binds the signed-in application's stores (shell, brands, dashboards, session watches). */
export function bindShellStores(bind: ContainerModuleLoadOptions['bind']): void {
  bind(ShellStore).toSelf();
  bind(BrandContextStore).toSelf();
  bind(HomePageStore).toSelf();
  bind(MemberDashboardStore).toSelf();
  bind(BrandDashboardStore).toSelf();
  bind(PageAccessStore).toSelf();
  bind(SearchStore).toSelf();
  bind(DemoRequestStore).toSelf();
  bind(ConnectivityStore).toSelf();
  bind(SessionWatchStore).toSelf();
  bind(VersionWatchStore).toSelf();
}
