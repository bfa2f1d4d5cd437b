ALTER TABLE `posts` ADD `showable` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `tag_victories` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `tag_events` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `clean_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `card_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `photo_small` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `photo_large` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `news_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `posts_news` ON `posts` (`showable`,`id`);--> statement-breakpoint
CREATE INDEX `posts_news_victories` ON `posts` (`showable`,`tag_victories`,`id`);--> statement-breakpoint
CREATE INDEX `posts_news_events` ON `posts` (`showable`,`tag_events`,`id`);--> statement-breakpoint
CREATE INDEX `posts_news_version` ON `posts` (`news_version`);