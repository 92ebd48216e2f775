import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BrandProfileApiPort } from '../../src-domain/brands/brand-profile-api.port';
import type {
  ApprovalFlow,
  BrandBasicInfo,
  BrandCurrency,
  BrandPlace,
  BrandStructure,
  BreakWaiverSettings,
  BusinessSetup,
  GroupBrand,
  JobTemplate,
  OperationEntity,
  ReportsSettings,
  ServiceReporting,
} from '../../src-domain/brands/brand-profile.model';
import { PROFILE_CAPABILITIES } from '../../src-domain/brands/brand-profile.model';
import type { Permission } from '../../src-domain/permissions/policy.model';
import type { Brand, BrandService } from '../../src-domain/brands/brand.model';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import {
  MAP_SORTINGS,
  MAP_TYPES,
  MAP_UI_VIEWS,
  oneOf,
  type MapSorting,
  type MapType,
  type MapUiView,
} from './map-views';

/** One section of the page: loading, its data, or failed with the server's code when there was one. */
export type Section<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: Data }
  | { readonly status: 'failed'; readonly code?: string };

/** The approval flows of one service. */
export interface ServiceFlows {
  readonly serviceCode: string;
  readonly flows: readonly ApprovalFlow[];
}

/** The caller's own standing on the brand: accesses, permissions with conditions, capability checklist. */
export interface AccessSummary {
  readonly accesses: readonly string[];
  readonly permissions: readonly Permission[];
  /** Each of PROFILE_CAPABILITIES, in order, with whether the caller holds it here. */
  readonly capabilities: readonly { readonly name: string; readonly granted: boolean }[];
}

/** Where one granting service reaches: its reporting settings and the brands it operates on. */
export interface ServiceReach {
  readonly serviceCode: string;
  readonly reporting: ServiceReporting;
  readonly entities: readonly OperationEntity[];
}

interface Sections {
  brand: Section<Brand>;
  info: Section<BrandBasicInfo>;
  services: Section<readonly BrandService[]>;
  currencies: Section<readonly BrandCurrency[]>;
  templates: Section<readonly JobTemplate[]>;
  setup: Section<BusinessSetup>;
  waiver: Section<BreakWaiverSettings>;
  flows: Section<readonly ServiceFlows[]>;
  /** Per granting service: reporting settings and operation entities (read after the services). */
  reach: Section<readonly ServiceReach[]>;
  access: Section<AccessSummary>;
  reports: Section<ReportsSettings>;
  structure: Section<BrandStructure>;
  /** The group's brands; `null` when the brand is not a group (it has a parent). */
  members: Section<readonly GroupBrand[] | null>;
}
export type SectionName = keyof Sections;

const LOADING = { status: 'loading' } as const;

function allLoading(): Sections {
  return {
    brand: LOADING,
    info: LOADING,
    services: LOADING,
    currencies: LOADING,
    templates: LOADING,
    setup: LOADING,
    waiver: LOADING,
    flows: LOADING,
    reach: LOADING,
    access: LOADING,
    reports: LOADING,
    structure: LOADING,
    members: LOADING,
  };
}

function failure(error: unknown): { status: 'failed'; code?: string } {
  const code = error instanceof GatewayError ? error.serverCode : undefined;
  return code ? { status: 'failed', code } : { status: 'failed' };
}

/** Services whose approval flows are read: those that grant access (ACTIVE or PASS). */
function grantingServices(services: readonly BrandService[]): string[] {
  return services
    .filter((service) => service.type === 'ACTIVE' || service.type === 'PASS')
    .map((s) => s.code);
}

/**
 * The brand profile page (/brands/:brandId): every section is read on its own, so one failing
 * read shows its own error and retry while the rest shows. Approval flows and the services' reach
 * (reporting settings and operation entities) follow the services (reads per granting service);
 * "your access" reads the caller's policy and asks which PROFILE_CAPABILITIES they hold. The map shows one location at a time, read with
 * GET /v1/brand/location/{id}; the map pane, map type and list order are kept under the
 * h_map_* keys. The group's brands follow the structure: read only when the brand has no parent
 * (it is a group), else `null`. Answers for a brand that is no longer the open one are dropped.
 */
@injectable()
export class BrandProfileStore {
  brandId: number | undefined = undefined;
  sections: Sections = allLoading();
  /** The location on the map; `undefined` until the basic info names one. */
  selectedLocationId: number | undefined = undefined;
  place: Section<BrandPlace> | undefined = undefined;
  uiView: MapUiView;
  mapType: MapType;
  sorting: MapSorting;

  constructor(
    @inject(BrandProfileApiPort) private readonly api: BrandProfileApiPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
  ) {
    this.uiView = oneOf(MAP_UI_VIEWS, storage.get(StorageKey.mapActiveUiView));
    this.mapType = oneOf(MAP_TYPES, storage.get(StorageKey.mapActiveView));
    this.sorting = oneOf(MAP_SORTINGS, storage.get(StorageKey.mapActiveSorting));
    makeAutoObservable<BrandProfileStore, 'api' | 'storage'>(this, { api: false, storage: false });
  }

  /** The brand's locations in the chosen order (empty until the basic info is read). */
  get locations(): readonly BrandPlace[] {
    const info = this.sections.info;
    if (info.status !== 'ready') return [];
    const sorted = [...info.data.locations].sort((a, b) => a.name.localeCompare(b.name));
    return this.sorting === 'name-desc' ? sorted.reverse() : sorted;
  }

  /** Starts reading every section of `brandId` (again, when it is already open). */
  open(brandId: number): void {
    this.brandId = brandId;
    this.sections = allLoading();
    this.selectedLocationId = undefined;
    this.place = undefined;
    for (const name of Object.keys(this.sections) as SectionName[]) {
      if (name !== 'flows' && name !== 'reach' && name !== 'members') void this.read(name);
    }
  }

  /** Reads one section again (flows read the services first when those failed). */
  retry(name: SectionName): void {
    if (this.brandId === undefined) return;
    if ((name === 'flows' || name === 'reach') && this.sections.services.status !== 'ready') {
      void this.read('services');
      return;
    }
    if (name === 'members' && this.sections.structure.status !== 'ready') {
      void this.read('structure');
      return;
    }
    void this.read(name);
  }

  /** Shows `locationId` on the map: its address and coordinates are read again. */
  selectLocation(locationId: number): void {
    this.selectedLocationId = locationId;
    this.place = LOADING;
    const brandId = this.brandId;
    this.api.location(locationId).then(
      (place) =>
        runInAction(
          () =>
            this.brandId === brandId &&
            this.selectedLocationId === locationId &&
            (this.place = { status: 'ready', data: place }),
        ),
      (error: unknown) =>
        runInAction(
          () =>
            this.brandId === brandId &&
            this.selectedLocationId === locationId &&
            (this.place = failure(error)),
        ),
    );
  }

  setUiView(view: MapUiView): void {
    this.uiView = view;
    this.storage.set(StorageKey.mapActiveUiView, view);
  }

  setMapType(type: MapType): void {
    this.mapType = type;
    this.storage.set(StorageKey.mapActiveView, type);
  }

  setSorting(sorting: MapSorting): void {
    this.sorting = sorting;
    this.storage.set(StorageKey.mapActiveSorting, sorting);
  }

  private async read(name: SectionName): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    this.set(name, LOADING);
    try {
      const data = await this.fetch(name, brandId);
      runInAction(() => {
        if (this.brandId !== brandId) return;
        this.set(name, { status: 'ready', data });
        if (name === 'services') {
          void this.read('flows');
          void this.read('reach');
        }
        if (name === 'structure') this.readMembers(data as BrandStructure);
        if (name === 'info') this.showFirstLocation(data as BrandBasicInfo);
      });
    } catch (error) {
      runInAction(() => {
        if (this.brandId !== brandId) return;
        this.set(name, failure(error));
        if (name === 'services') {
          this.set('flows', failure(error));
          this.set('reach', failure(error));
        }
        if (name === 'structure') this.set('members', failure(error));
      });
    }
  }

  private fetch(name: SectionName, brandId: number): Promise<unknown> {
    switch (name) {
      case 'brand':
        return this.api.brand(brandId);
      case 'info':
        return this.api.basicInfo(brandId);
      case 'services':
        return this.api.services(brandId).then((answer) => answer.services);
      case 'currencies':
        return this.api.currencies(brandId);
      case 'templates':
        return this.api.jobTemplates(brandId);
      case 'setup':
        return this.api.businessSetup(brandId);
      case 'waiver':
        return this.api.breakWaiver(brandId);
      case 'reports':
        return this.api.reportsSettings(brandId);
      case 'structure':
        return this.api.structure(brandId);
      case 'members':
        return this.api.groupBrands(brandId);
      case 'access':
        return this.readAccess(brandId);
      case 'reach':
        return Promise.all(
          this.grantingCodes().map(async (serviceCode) => {
            const [reporting, entities] = await Promise.all([
              this.api.serviceReporting(brandId, serviceCode),
              this.api.operationEntities(brandId, serviceCode),
            ]);
            return { serviceCode, reporting, entities };
          }),
        );
      case 'flows': {
        return Promise.all(
          this.grantingCodes().map(async (serviceCode) => ({
            serviceCode,
            flows: await this.api.approvalFlows(brandId, serviceCode),
          })),
        );
      }
    }
  }

  private grantingCodes(): string[] {
    const services = this.sections.services;
    return services.status === 'ready' ? grantingServices(services.data) : [];
  }

  private async readAccess(brandId: number): Promise<AccessSummary> {
    const [policy, granted] = await Promise.all([
      this.api.accessPolicy(brandId),
      this.api.grantedPermissions(brandId, PROFILE_CAPABILITIES),
    ]);
    const held = new Set(granted);
    return {
      accesses: policy.user_accesses,
      permissions: policy.permissions,
      capabilities: PROFILE_CAPABILITIES.map((name) => ({ name, granted: held.has(name) })),
    };
  }

  /** A group (no parent) has its brands read; any other brand has none to list. */
  private readMembers(structure: BrandStructure): void {
    if (structure.parent) this.set('members', { status: 'ready', data: null });
    else void this.read('members');
  }

  private set(name: SectionName, section: Section<unknown>): void {
    this.sections = { ...this.sections, [name]: section };
  }

  /** The map starts on the brand itself when it has coordinates, else on its first location. */
  private showFirstLocation(info: BrandBasicInfo): void {
    if (this.selectedLocationId !== undefined) return;
    const first = info.latitude !== undefined ? info : (this.locations[0] ?? undefined);
    if (first) this.selectLocation(first.id);
  }
}
