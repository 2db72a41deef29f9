ALTER TABLE `review_invitations` ADD `opens_on` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `answer` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `answered_at` text;