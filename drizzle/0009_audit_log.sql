CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`admin_id` integer NOT NULL,
	`ip` text NOT NULL,
	`action` text NOT NULL,
	`object_kind` text NOT NULL,
	`object_id` text,
	`fields` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_admin` ON `audit_log` (`admin_id`);