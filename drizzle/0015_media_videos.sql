CREATE TABLE `media_video_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`media_id` integer NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`error` text DEFAULT '' NOT NULL,
	`replacing` integer DEFAULT false NOT NULL,
	`source` text NOT NULL,
	`name` text NOT NULL,
	`hash` text NOT NULL,
	`bytes` integer NOT NULL,
	`seconds` real NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `media_video_jobs_state` ON `media_video_jobs` (`state`);--> statement-breakpoint
CREATE INDEX `media_video_jobs_media` ON `media_video_jobs` (`media_id`);--> statement-breakpoint
ALTER TABLE `media` ADD `poster` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `media` ADD `seconds` real DEFAULT 0 NOT NULL;