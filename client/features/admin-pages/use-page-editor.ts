import { useState } from 'react';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { useStructuredDocument } from '#client/components/admin/use-structured-document';
import { failureMessage, isConflict, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { type PageKey, pageDocumentSchema } from '#shared/schemas/pages/documents';

const copy = adminMessages.adminPages;

/** A page as `pages.get` answers it. */
export type LoadedPage = RouterOutputs['pages']['get'];

/**
 * One page's editor: the document (useStructuredDocument), the draft's version it was based on, and
 * the calls. Every save and publish names that version: when another tab or another admin saved
 * meanwhile the server refuses (CONFLICT), `conflict` turns on and the typed text stays on screen
 * until the admin chooses to keep theirs or take the newer one.
 */
export function usePageEditor(key: PageKey, loaded: LoadedPage) {
  const editor = useStructuredDocument(pageDocumentSchema(key), loaded.draft);
  const [version, setVersion] = useState(loaded.version);
  const [conflict, setConflict] = useState(false);
  const utils = trpc.useUtils();
  const save = trpc.pages.saveDraft.useMutation();
  const publish = trpc.pages.publish.useMutation();
  const schedule = trpc.pages.schedule.useMutation();
  const cancel = trpc.pages.cancelSchedule.useMutation();
  const restore = trpc.pages.restore.useMutation();
  const busy = save.isPending || publish.isPending || schedule.isPending || cancel.isPending || restore.isPending;

  /** The server's page now; the list and the history learn of the change too. */
  const reload = async () => {
    void utils.pages.list.invalidate();
    void utils.pages.revisions.invalidate({ key });
    await utils.pages.get.invalidate({ key });
    return utils.pages.get.fetch({ key });
  };

  /** A refusal: a stale version opens the conflict notice, anything else is toasted (a 401 is the app's). */
  const refused = (error: unknown, fallback: string) => {
    if (isConflict(error)) setConflict(true);
    else if (!isUnauthorized(error)) void notify.error(failureMessage(error, fallback));
  };

  /** Saves the draft if it changed; the version to publish from, or null when it could not be saved. */
  const saveIfChanged = async (): Promise<number | null> => {
    const check = editor.check();
    if (!check.ok) {
      void notify.error(copy.fixErrors);
      return null;
    }
    if (!editor.isDirty) return version;
    try {
      const saved = await save.mutateAsync({ key, baseVersion: version, document: check.data });
      setVersion(saved.version);
      editor.markSaved(editor.document);
      void utils.pages.list.invalidate();
      void utils.pages.get.invalidate({ key });
      return saved.version;
    } catch (error) {
      refused(error, copy.saveFailed);
      return null;
    }
  };

  /** After a publish, a schedule or a restore: the editor starts from the server's draft. */
  const startFromServer = async () => {
    const fresh = await reload();
    editor.replace(fresh.draft);
    setVersion(fresh.version);
  };

  return {
    editor,
    version,
    busy,
    saving: save.isPending,
    publishing: publish.isPending,
    scheduling: schedule.isPending,
    conflict,
    saveDraft: async () => {
      if (busy) return;
      const changed = editor.isDirty;
      if ((await saveIfChanged()) !== null && changed) void notify.success(copy.draftSaved);
    },
    publishNow: async (summary: string) => {
      if (busy) return false;
      const base = await saveIfChanged();
      if (base === null) return false;
      try {
        await publish.mutateAsync({ key, baseVersion: base, ...(summary.trim() ? { summary: summary.trim() } : {}) });
        void notify.success(copy.published);
        await startFromServer();
        return true;
      } catch (error) {
        refused(error, copy.publishFailed);
        return false;
      }
    },
    scheduleAt: async (at: string, when: string) => {
      if (busy) return false;
      const base = await saveIfChanged();
      if (base === null) return false;
      try {
        await schedule.mutateAsync({ key, baseVersion: base, at });
        void notify.success(copy.scheduled(when));
        await startFromServer();
        return true;
      } catch (error) {
        refused(error, copy.scheduleFailed);
        return false;
      }
    },
    cancelSchedule: async () => {
      try {
        await cancel.mutateAsync({ key });
        void notify.success(copy.scheduleCancelled);
        await reload();
      } catch (error) {
        refused(error, copy.cancelScheduleFailed);
      }
    },
    restore: async (revisionId: number, when: string) => {
      const leave = await askConfirmation({
        title: copy.restoreTitle,
        message: editor.isDirty ? copy.restoreQuestionUnsaved(when) : copy.restoreQuestion(when),
        confirmLabel: copy.restore,
        cancelLabel: adminMessages.common.cancel,
      });
      if (!leave) return;
      try {
        await restore.mutateAsync({ key, revisionId });
        void notify.success(copy.restored);
        await startFromServer();
      } catch (error) {
        refused(error, copy.restoreFailed);
      }
    },
    /** Conflict: keep the typed text and save it over the newer version (asked first). */
    keepMine: async () => {
      const sure = await askConfirmation({
        title: copy.conflictTitle,
        message: copy.conflictKeepMineQuestion,
        confirmLabel: copy.conflictKeepMine,
        cancelLabel: adminMessages.common.cancel,
        tone: 'danger',
      });
      if (!sure) return;
      const fresh = await reload();
      setVersion(fresh.version);
      setConflict(false);
      try {
        const saved = await save.mutateAsync({ key, baseVersion: fresh.version, document: editor.document });
        setVersion(saved.version);
        editor.markSaved(editor.document);
        void notify.success(copy.draftSaved);
      } catch (error) {
        refused(error, copy.saveFailed);
      }
    },
    /** Conflict: drop the typed text and load the newer version (asked first). */
    takeNewer: async () => {
      const sure = await askConfirmation({
        title: copy.conflictTitle,
        message: copy.conflictTakeNewerQuestion,
        confirmLabel: copy.conflictTakeNewer,
        cancelLabel: adminMessages.common.cancel,
        tone: 'danger',
      });
      if (!sure) return;
      await startFromServer();
      setConflict(false);
    },
  };
}

export type PageEditorState = ReturnType<typeof usePageEditor>;
