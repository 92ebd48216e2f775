import { createContext } from 'react';

/** What the views resolve services from: the container, seen only through `get`. */
export interface ServiceResolver {
  get<T>(token: symbol): T;
}

export const InjectionContext = createContext<ServiceResolver | undefined>(undefined);
