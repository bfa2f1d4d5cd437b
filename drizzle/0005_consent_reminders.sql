CREATE TABLE `consent_editions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`body` text NOT NULL,
	`effective_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `privacy_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`application_id` integer,
	`admin_id` integer,
	`count` integer DEFAULT 1 NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `privacy_audit_at` ON `privacy_audit` (`at`);--> statement-breakpoint
CREATE TABLE `telegram_links` (
	`token` text PRIMARY KEY NOT NULL,
	`application_id` integer NOT NULL,
	`chat_id` text,
	`linked_at` integer,
	`stopped_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `telegram_links_application` ON `telegram_links` (`application_id`);--> statement-breakpoint
CREATE INDEX `telegram_links_chat` ON `telegram_links` (`chat_id`);--> statement-breakpoint
CREATE TABLE `telegram_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`kind` text NOT NULL,
	`visit_at` integer DEFAULT 0 NOT NULL,
	`due_at` integer NOT NULL,
	`sent_at` integer,
	`failed_at` integer,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `telegram_reminders_due` ON `telegram_reminders` (`sent_at`,`due_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `telegram_reminders_once` ON `telegram_reminders` (`application_id`,`kind`,`visit_at`);--> statement-breakpoint
ALTER TABLE `applications` ADD `consent_edition_id` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `consent_ip` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `consent_user_agent` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `consent_by` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `guardian_name` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `marketing_consent` integer;--> statement-breakpoint
ALTER TABLE `applications` ADD `marketing_withdrawn_at` integer;