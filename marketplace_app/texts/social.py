"""User-facing texts of the social parts: reviews and the collaboration request dialog.
Spec texts are word for word."""

VERIFIED, UNVERIFIED = "Verified", "Unverified"
VERIFIED_HINT = "Written after a completed collaboration with this talent"
UNVERIFIED_HINT = "No completed collaboration between them yet"

REVIEWS = "Reviews"
NO_REVIEWS = "No reviews yet. Be the first to leave one."
ADD_REVIEW = "Leave a review"
YOUR_RATING = "Your rating"
COMMENT = "Comment"
COMMENT_PLACEHOLDER = "What was it like to work with them?"
POST_REVIEW = "Post review"
DELETE_REVIEW = "Delete"
REVIEW_ADDED = "Review added"
REVIEW_DELETED = "Review deleted"
PICK_RATING = "Please choose 1 to 5 stars"
ONE_STAR, N_STARS = "1 star", "{n} stars"
REVIEWS_COUNT, REVIEWS_ONE = "{n} reviews", "1 review"

COLLAB_TITLE = "Let's {product}"
COLLAB_INTRO = "Tell {name} about your project."
VIEWER_COUNTS = "{admires} admires · {appreciations} appreciations"
COLLAB_MESSAGE = "Message"
COLLAB_MESSAGE_PLACEHOLDER = "Describe the work, the look you want and any references"
COLLAB_SERVICE = "Service type"
COLLAB_SERVICE_PLACEHOLDER = "Select a service type"
COLLAB_TAGS = "Tags"
COLLAB_TAGS_PLACEHOLDER = "Add a tag and press Enter"
COLLAB_ADD_TAG = "Add"
COLLAB_LOCATION = "Location"
COLLAB_LOCATION_PLACEHOLDER = "City in India, e.g. Mumbai"
COLLAB_FROM, COLLAB_TO = "Start date", "End date"
COLLAB_BUDGET_MIN, COLLAB_BUDGET_MAX = "Budget min (₹)", "Budget max (₹)"
COLLAB_SEND = "Send request"
COLLAB_CANCEL = "Cancel"
COLLAB_SENT = "Collaboration request sent!"
OWN_TITLE = "Collaborate with Other Talents"
OWN_TEXT = ("This is your own work. Find other talents to collaborate with on your next "
            "project.")
NOT_NOW, FIND_TALENTS = "Not Now", "Find Talents"

# pages/inbox_pages.py
APPRECIATIONS = "Appreciations"
SHARES = "Shares"
REQUESTS = "Requests"
VIEWS = "Views"
NO_TAB_YET = "No {tab} yet"
WHEN_YOU_RECEIVE_TAB_THEYLL_APPEAR = "When you receive {tab}, they'll appear here."
NOTIFICATIONS = "Notifications"
MESSAGES = "Messages"
MARK_ALL_AS_READ = "Mark all as read"
CHOOSE_CONVERSATION = "Choose a conversation"

# pages/manage.py
BOOST_PROFILE = "Boost Profile"
COMING_SOON_BOOST_PROFILE_IS_NOT = "Coming soon: Boost Profile is not available yet."
MANAGE = "Manage"
LOAD_MORE = "Load more"
YOUR_REQUESTS_AND_BOOKINGS = "Your requests and bookings."

# components/inbox_views.py
NAME_INTERACTED_WITH_YOU = "{name} interacted with you"
VIEW = "View"
NAME_ADMIRED_YOUR_WORK_TITLE = "{name} admired your work '{title}'"
NAME_ADMIRED_YOUR_PROFILE = "{name} admired your profile"
NAME_APPRECIATED_YOUR_WORK_TITLE = "{name} appreciated your work '{title}'"
NAME_APPRECIATED_YOUR_PROFILE = "{name} appreciated your profile"
NAME_SHARED_YOUR_WORK_TITLE = "{name} shared your work '{title}'"
NAME_SHARED_YOUR_PROFILE = "{name} shared your profile"
NAME_REVIEWED_YOUR_WORK_TITLE = "{name} reviewed your work '{title}'"
NAME_REVIEWED_YOUR_PROFILE = "{name} reviewed your profile"
NAME_VIEWED_YOUR_WORK_TITLE = "{name} viewed your work '{title}'"
NAME_VIEWED_YOUR_PROFILE = "{name} viewed your profile"
NAME_SENT_YOU_COLLABORATION_REQUEST = "{name} sent you a collaboration request"
NAME_ACCEPTED_YOUR_COLLABORATION_REQUEST = "{name} accepted your collaboration request"
NAME_DECLINED_YOUR_COLLABORATION_REQUEST = "{name} declined your collaboration request"
NAME_WITHDREW_THEIR_COLLABORATION_REQUEST = "{name} withdrew their collaboration request"
NAME_MARKED_YOUR_COLLABORATION_AS_COMPLETED = "{name} marked your collaboration as completed"
NAME_CANCELLED_YOUR_COLLABORATION = "{name} cancelled your collaboration"
NAME_SENT_YOU_MESSAGE = "{name} sent you a message"
OPEN_MANAGE = "Open Manage"
REPLY = "Reply"
NO_CONVERSATIONS_YET_OPEN_TALENTS_PAGE = (
    "No conversations yet. Open a talent's page and press Message.")
ENTER_SENDS_SHIFT_ENTER_ADDS_NEW = "Enter sends, Shift+Enter adds a new line."
CONTACT_DETAILS_ARE_HIDDEN_UNTIL_COLLABORATION = (
    "Contact details are hidden until a collaboration is accepted")
UNREAD = "Unread"
BACK_TO_CONVERSATIONS = "Back to conversations"
WRITE_MESSAGE = "Write a message..."

# components/collab_cards.py
REMOVE = "Remove"
SENT_YOU_REQUEST = "Sent you a request"
YOU_SENT_REQUEST = "You sent a request"

# components/collaboration_dialog.py
NAME_WILL_BE_THERE_THEN_WINDOW = "{name} will be there then: {window}"
UPCOMING_AVAILABILITY = "Upcoming availability"

# state/manage.py
BOOST_PROFILE_IS_COMING_SOON = "Boost Profile is coming soon"
REMOVED_FROM_SAVED_TALENT = "Removed from saved talent"

# pages/manage.py
# Tab -> (icon, empty title, empty text).
MANAGE_EMPTY = {
    "inbox": ("inbox", "No requests yet",
              "When someone sends you a collaboration request, it will appear here."),
    "sent": ("send", "No proposals yet",
             "Requests you send to talent appear here until they answer."),
    "projects": ("folder-kanban", "No projects yet",
                 "Accepted requests become projects: In Progress, then Completed or Cancelled."),
    "saved": ("bookmark", "No saved talent yet",
              "Save talent from their profile or a feed card to find them here."),
}

# pages/manage.py
MANAGE_TAB_LABELS = {"sent": "Proposals", "projects": "Projects", "saved": "Saved"}

# pages/manage.py
MANAGE_INBOX_LABEL = "Let's {product} requests"

# components/collab_cards.py
# Status -> (label, badge colour); accepted requests are projects "In Progress".
COLLAB_STATUS_LOOK = {"pending": ("Pending", "amber"), "accepted": ("In Progress", "blue"),
               "completed": ("Completed", "green"), "cancelled": ("Cancelled", "gray"),
               "declined": ("Declined", "red"), "withdrawn": ("Withdrawn", "gray")}

# components/collab_cards.py
# Action -> (label, variant, colour).
COLLAB_BUTTONS = {"accept": ("Accept", "solid", "green"), "decline": ("Decline", "soft", "red"),
           "withdraw": ("Withdraw", "soft", "gray"), "complete": ("Mark complete", "solid", "green"),
           "cancel": ("Cancel project", "soft", "red")}

# state/manage.py
# What each action's success toast says.
BUDGET_TEXTS = ("From {amount}", "Up to {amount}", "Budget open")

# state/manage.py
MANAGE_DONE = {"accept": "Request accepted", "decline": "Request declined",
        "withdraw": "Request withdrawn", "complete": "Marked as completed",
        "cancel": "Project cancelled"}

# state/notifications_page.py
NOTIFICATION_TABS = (("appreciations", "Appreciations"), ("shares", "Shares"), ("requests", "Requests"),
        ("views", "Views"))
