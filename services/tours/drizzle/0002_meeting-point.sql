ALTER TABLE `tours` ADD `meeting_point` text;--> statement-breakpoint
ALTER TABLE `tours` ADD `meeting_point_fr` text;