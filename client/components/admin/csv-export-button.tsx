import { useState } from 'react';
import { downloadCsv } from '#client/lib/download-csv';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { AdminButton } from './admin-button';

interface CsvExportButtonProps {
  label: string;
  /** The file as the server builds it for what the screen shows now (its filters). */
  fetchCsv: () => Promise<string>;
  /** The file's name, asked at the moment of the download (it carries today's date). */
  fileName: () => string;
  /** The toast's first words when the server refuses; the reason follows. */
  errorMessage: string;
}

/** 'Скачать CSV' of a filtered list: pending while the server builds it, a toast when it cannot. */
export function CsvExportButton({ label, fetchCsv, fileName, errorMessage }: CsvExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(await fetchCsv(), fileName());
    } catch (error) {
      void notify.error(`${errorMessage} ${failureReason(error)}`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <AdminButton variant="secondary" pending={exporting} pendingLabel={label} onClick={() => void exportCsv()}>
      {label}
    </AdminButton>
  );
}
