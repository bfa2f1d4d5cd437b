/**
 * Maintenance commands run outside systemd, which is what reads /etc/academy/academy.env for the
 * server; ENV_FILE points them at the same file so they see the same DATA_DIR and BACKUP_DIR.
 * Variables already set win over the file.
 */
export function loadEnvFileIfSet(): void {
  const file = process.env.ENV_FILE;
  if (!file) return;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    console.error(`ENV_FILE=${file}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
