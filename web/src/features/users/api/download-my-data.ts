import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { logbookCsv } from '../export/logbook-csv';
import { zipArchive } from '../export/zip-archive';

/** The archive's name: `spraybook-data-2026-11-25.zip`. */
export const exportFileName = (now = new Date()) => `spraybook-data-${now.toISOString().slice(0, 10)}.zip`;

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /users/{id}/export, packed with a CSV logbook into a ZIP the browser saves. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async (userId: string) => {
      const data = await api('exportUser', { params: { id: userId } });
      const archive = zipArchive([
        { name: 'spraybook-data.json', content: `${JSON.stringify(data, null, 2)}\n` },
        { name: 'logbook.csv', content: logbookCsv(data.ticks) },
      ]);
      saveFile(archive, exportFileName());
    },
  });
}
