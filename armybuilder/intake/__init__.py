"""What arrives for an event besides roster files: e-mail saved by a mail program, each message's
parts that may hold a list, who sent them and when they were received."""
