import { Routes } from '../navigation/routes.model';

/**
 * The page /dashboard most likely leads to before anything is known of the user: step 7's hiring
 * dashboard, every employer's home page unless a dashboard, a top-level entry, scheduling only or
 * TTS decides otherwise. Only for loading ahead (a guest about to sign in); `chooseHomePage`
 * (home-page.rules.ts) decides. Its own module: the login page's first scripts carry this, not
 * the home-page rules.
 */
export const LIKELY_HOME_PAGE: string = Routes.hiringDashboard;
