CREATE TABLE `page_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_key` text NOT NULL,
	`document` text NOT NULL,
	`created_at` integer NOT NULL,
	`author_id` integer,
	`author_name` text NOT NULL,
	`summary` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_revisions_page` ON `page_revisions` (`page_key`,`id`);--> statement-breakpoint
CREATE TABLE `pages` (
	`key` text PRIMARY KEY NOT NULL,
	`draft` text NOT NULL,
	`draft_version` integer DEFAULT 1 NOT NULL,
	`published` text NOT NULL,
	`published_revision_id` integer,
	`published_at` integer NOT NULL,
	`scheduled_document` text,
	`scheduled_at` integer,
	`scheduled_by_id` integer,
	`scheduled_by_name` text,
	`updated_at` integer NOT NULL,
	`updated_by_id` integer,
	`updated_by_name` text
);
