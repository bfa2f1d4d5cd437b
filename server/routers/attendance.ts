import { copyAttendanceInput, createAttendanceInput, listAttendanceInput, saveAttendanceInput } from '#shared/schemas/attendance';
import { idInput } from '#shared/schemas/common';
import {
  copyAttendanceToNextMonth,
  createAttendance,
  deleteAttendance,
  exportAttendanceCsv,
  listAttendance,
  listPublicAttendance,
  saveAttendance,
} from '../lib/attendance';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const attendanceRouter = router({
  /** Full names: the admin journal. Visitors read `publicList`. */
  list: adminProcedure.input(listAttendanceInput).query(({ ctx, input }) => listAttendance(ctx.deps, input)),
  /** The public journal: 'Имя Ф.' unless the site settings show full names. */
  publicList: publicProcedure.input(listAttendanceInput).query(({ ctx, input }) => listPublicAttendance(ctx.deps, input)),
  create: adminProcedure.input(createAttendanceInput).mutation(({ ctx, input }) => createAttendance(ctx.deps, input)),
  /** "Save all changes": all records or none. */
  save: adminProcedure.input(saveAttendanceInput).mutation(({ ctx, input }) => saveAttendance(ctx.deps, input.attendance)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteAttendance(ctx.deps, input.id)),
  copyToNextMonth: adminProcedure
    .input(copyAttendanceInput)
    .mutation(({ ctx, input }) => copyAttendanceToNextMonth(ctx.deps, input)),
  /** `{ filename, content }`: the month as CSV for Excel (UTF-8 with BOM, ';'). */
  exportCsv: adminProcedure.input(listAttendanceInput).query(({ ctx, input }) => exportAttendanceCsv(ctx.deps, input)),
});
