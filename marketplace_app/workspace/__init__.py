"""The talent workspace: onboarding, photo, settings, work upload, own portfolio, edit."""
