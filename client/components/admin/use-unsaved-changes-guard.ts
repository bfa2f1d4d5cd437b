import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LOGIN_PATH } from '#client/lib/auth-expiry';
import { adminMessages } from '#shared/messages/admin.ru';
import { askConfirmation } from './ask-confirmation';

/**
 * Keeps an edit from being lost: while `isDirty`, leaving by a link or Back asks first (in-app
 * navigation, via the router's blocker), and closing or reloading the tab gets the browser's own
 * beforeunload prompt.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      if (!dirty.current || current.pathname === next.pathname) return false;
      // The session has ended (401 or logout): nothing can be saved any more, so nothing to ask.
      if (next.pathname === LOGIN_PATH) return false;
      const leave = await askConfirmation({
        title: adminMessages.adminArea.unsavedTitle,
        message: adminMessages.adminArea.unsavedQuestion,
        confirmLabel: adminMessages.adminArea.unsavedLeave,
        cancelLabel: adminMessages.adminArea.unsavedStay,
        tone: 'danger',
      });
      return !leave;
    },
    enableBeforeUnload: () => dirty.current,
  });
}
