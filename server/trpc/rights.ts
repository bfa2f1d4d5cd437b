import type { StaffRole } from '#shared/schemas/staff';
import { type CoachScope, coachScopes } from './coach-scope';

/**
 * Who may call what: THE table of rights (docs/decisions/staff-roles.md). Every procedure of the app
 * router has a line; `adminProcedure` refuses a path without one (deny by default), and the matrix
 * test (server/trpc/rights-matrix.test.ts) fails while a procedure is missing or its line is wrong.
 *
 * - 'public': anyone, no token (a `publicProcedure`);
 * - 'owner': the owner only (staff, site and law settings, consent editions, audit, backups);
 * - 'manager': the owner and managers (content and the club's daily work);
 * - `{ coach }`: the owner, managers, and a coach within the scope (their groups or directions),
 *   which checks the call's input and may trim the answer;
 * - 'family': a family logged in by a phone code (`familyProcedure`), within its own members; no
 *   staff role reaches it (docs/decisions/family-login.md).
 */
export type Rule = 'public' | 'owner' | 'manager' | 'family' | { coach: CoachScope };

export const rights: Readonly<Record<string, Rule>> = {
  'posts.list': 'public',
  'posts.listPage': 'public',
  'posts.byId': 'public',
  'posts.adminList': 'manager',
  'posts.create': 'manager',
  'posts.update': 'manager',
  'posts.delete': 'manager',
  'posts.syncNow': 'manager',
  'posts.syncStatus': 'manager',

  'products.list': 'public',
  'products.byId': 'public',
  'products.create': 'manager',
  'products.update': 'manager',
  'products.delete': 'manager',

  'prices.list': 'public',
  'prices.create': 'manager',
  'prices.createMany': 'manager',
  'prices.update': 'manager',
  'prices.delete': 'manager',

  'media.list': 'manager',
  'media.byId': 'manager',
  'media.usages': 'manager',
  'media.upload': 'manager',
  'media.update': 'manager',
  'media.replace': 'manager',
  'media.delete': 'manager',
  // Also the rule of the video upload route (POST /admin/media/videos, server/http/media-video.ts): media.upload and media.replace.
  'media.setPoster': 'manager',
  // The club's pages: visitors read the published ones; drafts, publishing and history are the office's.
  'pages.published': 'public',
  'pages.list': 'manager',
  'pages.get': 'manager',
  'pages.saveDraft': 'manager',
  'pages.publish': 'manager',
  'pages.schedule': 'manager',
  'pages.cancelSchedule': 'manager',
  'pages.revisions': 'manager',
  'pages.revision': 'manager',
  'pages.restore': 'manager',
  'pages.resolvePreview': 'manager',

  'coaches.list': 'public',
  'coaches.create': 'manager',
  'coaches.update': 'manager',
  'coaches.delete': 'manager',

  'schedule.list': 'public',
  'schedule.replace': 'manager',

  'groups.list': 'public',
  'groups.create': 'manager',
  'groups.rename': 'manager',
  'groups.delete': 'manager',

  'attendance.publicList': 'public',
  'attendance.list': { coach: coachScopes.journalOfGroup },
  'attendance.create': { coach: coachScopes.journalOfGroup },
  'attendance.save': { coach: coachScopes.journalRecords },
  'attendance.copyToNextMonth': { coach: coachScopes.journalCopy },
  // Removing a student and the month's export stay with the office: a coach marks, adds and sets days.
  'attendance.delete': 'manager',
  'attendance.exportCsv': 'manager',

  'ad.status': 'public',
  'ad.popup': 'public',
  'ad.marking': 'manager',
  'ad.updateMarking': 'manager',
  'ad.uploadImage': 'manager',
  'ad.image': 'manager',
  'ad.setImage': 'manager',
  'ad.updateRedirectUrl': 'manager',
  'ad.toggle': 'manager',

  'auth.login': 'public',
  'auth.refresh': 'public',
  'auth.logout': 'public',
  'auth.me': { coach: coachScopes.self },
  'auth.account': { coach: coachScopes.self },
  // Each person changes their own password ('Вход и сеансы'); the owner resets another's with a link (staff.newLink).
  'auth.changePassword': { coach: coachScopes.self },
  // Everyone manages their own two-step login and sessions; only the owner reaches another person's.
  'auth.twoStep.status': { coach: coachScopes.self },
  'auth.twoStep.begin': { coach: coachScopes.self },
  'auth.twoStep.enable': { coach: coachScopes.self },
  'auth.twoStep.disable': { coach: coachScopes.self },
  'auth.twoStep.reset': 'owner',
  'auth.sessions.list': { coach: coachScopes.self },
  'auth.sessions.end': { coach: coachScopes.self },
  'auth.sessions.endOthers': { coach: coachScopes.self },
  'auth.sessions.ofStaff': 'owner',
  'auth.sessions.endAny': 'owner',

  'applications.captchaConfig': 'public',
  'applications.captchaChallenge': 'public',
  'applications.submit': 'public',
  'applications.submitLegacy': 'public',
  'applications.list': 'manager',
  'applications.update': 'manager',
  'applications.newCount': 'manager',
  'applications.exportCsv': 'manager',

  'settings.get': 'public',
  'settings.update': 'owner',

  'vitals.summary': 'manager',
  'vitals.inpTargets': 'manager',

  'trials.sessions.list': 'public',
  'trials.booking.read': 'public',
  'trials.booking.cancel': 'public',
  'trials.booking.move': 'public',
  'trials.slots.list': 'manager',
  'trials.slots.create': 'manager',
  'trials.slots.update': 'manager',
  'trials.slots.delete': 'manager',
  'trials.closures.list': 'manager',
  'trials.closures.close': 'manager',
  'trials.closures.reopen': 'manager',
  'trials.settings.get': 'manager',
  'trials.settings.update': 'manager',
  'trials.sessions.admin': { coach: coachScopes.trialSessions },
  'trials.inbox.bookings': 'manager',
  'trials.attendance.mark': { coach: coachScopes.trialBooking },
  'trials.funnel.get': 'manager',
  'trials.funnel.csv': 'manager',

  'system.status': 'owner',

  'privacy.consent': 'public',
  'privacy.publicConfig': 'public',
  'privacy.settings': 'owner',
  'privacy.updateSettings': 'owner',
  'privacy.editions': 'owner',
  'privacy.createEdition': 'owner',
  // Deleting an applicant's data on request and a withdrawn marketing consent are the inbox's daily work.
  'privacy.deleteApplication': 'manager',
  'privacy.withdrawMarketing': 'manager',
  'privacy.audit': 'owner',

  'staff.list': 'owner',
  'staff.create': 'owner',
  'staff.update': 'owner',
  'staff.newLink': 'owner',
  'staff.setEnabled': 'owner',
  // The journal of actions names every person's changes and addresses: the owner's (issue 26).
  'audit.list': 'owner',
  'audit.people': 'owner',
  'audit.exportCsv': 'owner',
  'audit.settings': 'owner',
  'audit.updateSettings': 'owner',

  // The roster, pass types and the gym's passes (issue 43): the office's; a coach reads the members of
  // their own groups and the pass state beside the journal's names, never amounts or payments.
  'members.list': { coach: coachScopes.membersOfOwnGroups },
  'members.byId': { coach: coachScopes.memberOfOwnGroup },
  'members.journalStates': { coach: coachScopes.journalPassStates },
  'members.create': 'manager',
  'members.update': 'manager',
  'members.archive': 'manager',
  'members.delete': 'manager',
  'members.exportCsv': 'manager',
  'members.fromApplication': 'manager',
  'passTypes.list': 'manager',
  'passTypes.create': 'manager',
  'passTypes.update': 'manager',
  'passTypes.delete': 'manager',
  'passes.sell': 'manager',
  'passes.freeze': 'manager',
  'passes.unfreeze': 'manager',
  'passes.extend': 'manager',
  'passes.correctClasses': 'manager',
  'groups.directions': 'manager',
  'groups.setDirection': 'manager',
  // Online payments (ЮKassa): visitors buy and read their return page; managers refund; the owner sets VAT and addresses, and the offer.
  'payments.shop': 'public',
  'payments.offer': 'public',
  'payments.checkout': 'public',
  'payments.trialOffer': 'public',
  'payments.outcome': 'public',
  'payments.list': 'manager',
  'payments.refund': 'manager',
  // The dashboard's money and the accountant's CSV: amounts and payers, so never a coach.
  'payments.revenue': 'manager',
  'payments.revenueCsv': 'manager',
  'payments.settings': 'owner',
  'payments.updateSettings': 'owner',
  'payments.offers': 'owner',
  'payments.publishOffer': 'owner',

  'staff.invitation': 'public',
  'staff.setPassword': 'public',

  // The family's page (/cabinet): the login is public, the rest is the family's own members only.
  'family.requestCode': 'public',
  'family.verifyCode': 'public',
  'family.home': 'family',
  'family.devices': 'family',
  'family.endDevice': 'family',
  'family.logOut': 'family',
  'family.logOutEverywhere': 'family',
  'family.telegramLink': 'family',
  'family.withdrawMarketing': 'family',
  'family.requestDeletion': 'family',
  'family.smsBudget': 'manager',
  'family.setSmsCap': 'owner',
};

/** The roles a rule lets in; a public rule lets in everyone, with or without a token. */
export function rolesOf(rule: Rule): readonly StaffRole[] | 'public' {
  if (rule === 'public') return 'public';
  if (rule === 'owner') return ['owner'];
  if (rule === 'manager') return ['owner', 'manager'];
  if (rule === 'family') return [];
  return ['owner', 'manager', 'coach'];
}

/** The rule of a procedure path, or null when the table has none (the call is then refused). */
export function ruleOf(path: string): Rule | null {
  return Object.hasOwn(rights, path) ? (rights[path] ?? null) : null;
}
