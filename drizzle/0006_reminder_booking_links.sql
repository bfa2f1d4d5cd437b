ALTER TABLE `telegram_links` ADD `booking_link` text;--> statement-breakpoint
ALTER TABLE `telegram_reminders` ADD `title` text;