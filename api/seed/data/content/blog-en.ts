import type { BlogTexts } from './blog.ts';

export default {
  'understanding-your-arousal': {
    title: 'Understanding your arousal: why desire needs time',
    summary: 'Arousal is a process, not a switch. Here is what happens in your body and how to give it the time it deserves.',
    body: `Many of us grew up with the idea that desire should appear out of nowhere. For most women it works the other way round: arousal often comes first, and desire follows once the body has warmed up.

## What happens in the body

When you relax and feel safe, blood flow to the pelvis increases, the clitoris and inner lips swell, and natural lubrication begins. This can take anywhere from ten to forty minutes, and that is completely normal.

## Brakes and accelerators

Researchers describe arousal as a balance between things that turn you on and things that turn you off. Stress, a cold room or a to-do list running in your head all press the brakes.

- Lower the brakes first: warmth, privacy, time.
- Then add accelerators: touch you enjoy, fantasy, a favourite toy.
- Notice what works for you without judging it.

Giving yourself time is not a detour. It is the way there.`,
  },
  'a-beginners-guide-to-vibrators': {
    title: "A beginner's guide to choosing your first vibrator",
    summary: 'Bullet, wand, rose or rabbit? A calm guide to shapes, intensities and materials for your first toy.',
    body: `Choosing a first vibrator can feel overwhelming. The good news: there is no wrong answer, only what feels right for your body.

## Start with where you like to be touched

Most women reach orgasm through clitoral stimulation, so an external toy is a friendly place to start.

- **Bullets** are small, quiet and easy to guide.
- **Wands** give broad, deep vibration and double as massagers.
- **Air-pulse toys** like our rose collection stimulate without direct contact, which many find gentler.

## Look at the details

Choose body-safe silicone, which is non-porous and easy to clean. Check how many intensity levels a toy has: a wide range lets you start softly. A rechargeable battery and a waterproof body make everyday use simpler.

## Take it slowly

Begin on the lowest setting, over underwear if you like, and explore. Your first session is not a test. It is an introduction.`,
  },
  'lubricant-101': {
    title: 'Lubricant 101: water, silicone or oil?',
    summary: 'Lube makes almost everything better. Learn which type suits your toys, your body and your plans.',
    body: `Lubricant is not a sign that something is wrong. Natural wetness changes with hormones, stress, medication and mood, and a little extra glide simply makes touch more comfortable.

## Water-based

The all-rounder. It is safe with every toy material and condom, washes off easily and rarely stains. It can dry out, so keep the bottle close and add more when you need it.

## Silicone-based

Silky and long-lasting, ideal for the shower or longer sessions. Do not use it with silicone toys, because it can damage their surface over time.

## Oil-based

Lovely for massage, but it breaks down latex condoms and can be harder to wash away.

## What to look for

- No glycerine or parabens if you are prone to irritation.
- A pH close to your body's own, around 3.8 to 4.5.
- A pump bottle you can use with one hand.

Patch test any new product on your inner arm first.`,
  },
  'closing-the-pleasure-gap': {
    title: 'Closing the pleasure gap',
    summary: 'Why women in heterosexual relationships orgasm less often, and the simple changes that help.',
    body: `Surveys keep finding the same thing: in heterosexual encounters, women reach orgasm far less often than men. The reason is not biology. It is habit.

## Why the gap exists

Sex is often imagined as a script that ends when he finishes. Yet most women need direct clitoral stimulation, which penetration alone rarely provides.

## What helps

- Talk about what you enjoy, outside the bedroom first.
- Treat foreplay as the main event, not the warm-up.
- Bring a toy into shared play; it is a tool, not a rival.
- Take turns, so attention is not split.

## Pleasure is not a performance

Closing the gap is not about counting orgasms. It is about making sure your pleasure matters as much as anyone else's. Small changes in routine often make a big difference, and both partners usually enjoy the result.`,
  },
  'solo-pleasure-myths': {
    title: 'Five myths about solo pleasure',
    summary: 'Masturbation is healthy, common and good for you. Let us put the old myths to rest.',
    body: `Solo pleasure is one of the easiest ways to learn about your body, yet many of us still carry shame about it. Here are five myths worth letting go.

## Myth 1: It is only for single people

People in happy relationships masturbate too. It is a way to connect with yourself, not a sign that something is missing.

## Myth 2: Toys will ruin partnered sex

Vibrators do not "desensitise" you permanently. If you notice a change, varying intensity and taking breaks is enough.

## Myth 3: It is selfish

Knowing what you enjoy makes it easier to share that knowledge with a partner.

## Myth 4: There is a normal amount

Daily, monthly or rarely: what feels good for you is normal.

## Myth 5: It should always end in orgasm

Relaxation, curiosity and pleasure on the way are reasons enough. Let the goal go and enjoy the time with yourself.`,
  },
  'a-sunday-evening-ritual': {
    title: 'A Sunday evening ritual for the week ahead',
    summary: 'An hour of slow care that helps you arrive in your body before Monday begins.',
    body: `Sunday evenings can carry a quiet dread about the week ahead. A small ritual turns that time into something you look forward to.

## Set the scene

Dim the lights, light a candle and put your phone in another room. Choose music without lyrics so your thoughts can slow down.

## A simple sequence

- Take a warm bath or shower and notice the temperature on your skin.
- Massage a body oil into your shoulders, hips and feet.
- Write down three things you want to carry into the week and one thing you want to leave behind.
- End with ten slow breaths, lying down.

## Make it yours

Some weeks you may want to add solo pleasure to the ritual, other weeks only rest. There is no right order. The point is to give your body attention before the week asks for it.`,
  },
  'breathwork-for-relaxation': {
    title: 'Breathwork for deeper relaxation and pleasure',
    summary: 'Three simple breathing techniques that calm the nervous system and help you feel more.',
    body: `The breath is the only part of the nervous system you can steer directly. Slowing it down tells your body it is safe, and safety is where pleasure begins.

## Box breathing

Breathe in for four counts, hold for four, out for four, hold for four. Repeat for two minutes when your mind is racing.

## Belly breathing

Lie on your back with one hand on your belly. Let the belly rise as you breathe in and fall as you breathe out. This softens the pelvic floor, which often tenses under stress.

## Breathing into sensation

During touch, notice where you feel something and imagine breathing into that place. Many people find that longer exhales make sensations spread and deepen.

## A gentle reminder

If you feel dizzy, return to normal breathing. Breathwork is practice, not a performance, and even two minutes a day makes a difference.`,
  },
  'building-a-bedside-ritual': {
    title: 'Building a bedside ritual that feels like you',
    summary: 'A tidy drawer, a soft light and the things you love within reach: small touches for a calmer bedroom.',
    body: `The space next to your bed says a lot about how you rest. With a few changes it can become a place that invites calm and pleasure.

## Clear what does not belong

Work papers, chargers for every device and yesterday's cups all carry the day into the night. Keep only what you use at bedtime.

## Choose your essentials

- A lamp with warm, dimmable light.
- A hand cream or body oil you love the smell of.
- A water glass and a book that is not about work.
- A discreet storage pouch or box for your toys and lube.

## Keep it within reach

When everything you need is close, there is less friction between wanting to relax and actually doing it. A drawer with a soft lining keeps toys clean and protected, and a small charging spot means they are always ready.

Your bedside should feel like an invitation, not another to-do list.`,
  },
  'sleep-and-pleasure': {
    title: 'Sleep and pleasure: how they help each other',
    summary: 'Good sleep supports desire, and orgasm can help you fall asleep. Here is how the two are linked.',
    body: `Sleep and sexual wellbeing are closely connected, yet we rarely talk about them together.

## Why orgasm helps you sleep

During orgasm the body releases oxytocin and prolactin, hormones linked to relaxation and drowsiness. Many women find that solo pleasure before bed helps them fall asleep faster.

## Why sleep helps desire

Short nights raise stress hormones and lower energy, and desire is often the first thing to go. Studies have found that even one extra hour of sleep can increase interest in sex the next day.

## A wind-down routine

- Stop screens thirty minutes before bed.
- Keep the bedroom cool and dark.
- Try a slow massage or a quiet vibrator on a low setting.
- Let go of any goal; relaxation is enough.

If sleep problems last for weeks, talk to a doctor. Rest is a foundation of wellbeing, not a luxury.`,
  },
  'journaling-prompts-for-desire': {
    title: 'Journaling prompts to explore your desire',
    summary: 'Ten honest questions to write about, for a clearer sense of what you want.',
    body: `Writing is a private, judgement-free way to get to know your desire. You do not need to share anything. The page is just for you.

## Before you begin

Find a quiet moment, a notebook you like and fifteen minutes. Write quickly, without correcting yourself.

## Prompts to try

- When did I last feel truly desired, and what made it so?
- Which kinds of touch do I enjoy most, and which do I tolerate?
- What did I learn about sex growing up, and what do I believe now?
- What would I like to try but have not yet said aloud?
- What helps me feel safe enough to let go?
- How does my desire change across the month?
- What does pleasure mean to me outside of sex?

## After writing

Read back what you wrote a few days later. Patterns often appear. You may find words you can later share with a partner, or simply understand yourself a little better.`,
  },
  'how-to-clean-your-toys': {
    title: 'How to clean your toys, step by step',
    summary: 'Clean toys are safe toys. A simple routine for silicone, glass and waterproof vibrators.',
    body: `Cleaning your toys after every use protects your body and helps them last for years. It only takes a few minutes.

## What you need

Warm water, a mild unscented soap or a dedicated toy cleaner, and a lint-free cloth.

## Step by step

- Switch the toy off and close the charging port cover if there is one.
- Wash every surface with warm soapy water, paying attention to seams and textures.
- Rinse thoroughly so no soap is left behind.
- Pat dry and let it air dry completely before storing it.

## Waterproof or splash-proof?

Waterproof toys can be rinsed under the tap. Splash-proof ones should only be wiped with a damp cloth, keeping water away from buttons and ports.

## What to avoid

Do not use alcohol, bleach or boiling water on silicone toys with electronics inside. Never put a vibrator in the dishwasher. When in doubt, follow the care card that came in the box.`,
  },
  'storing-your-toys': {
    title: 'Storing your toys safely and discreetly',
    summary: 'Where and how to keep your toys so they stay clean, charged and private.',
    body: `A toy that is stored well stays hygienic, keeps its shape and is ready when you are.

## Keep them apart

Some materials react with each other. Store each toy in its own pouch, especially silicone toys, which can become sticky if they touch other soft materials for a long time.

## Clean and dry first

Always store toys clean and fully dry. Moisture in a closed box is an invitation for bacteria.

## A good spot

- Away from direct sunlight and radiators.
- In a breathable cotton pouch or a lined box.
- Somewhere private that you can reach easily.

## Batteries and charging

Take single-use batteries out if you will not use a toy for a while. Rechargeable toys keep their battery healthier when topped up every two or three months.

## Privacy

A lockable box or a simple drawer organiser keeps your collection discreet if you share your home with others or have curious visitors.`,
  },
  'body-safe-materials': {
    title: 'Body-safe materials, explained',
    summary: 'Silicone, ABS, glass and stainless steel are body-safe. Jelly and PVC are not. Here is why.',
    body: `What a toy is made of matters as much as what it does. The material touches some of the most sensitive skin you have.

## Body-safe choices

- **Medical-grade silicone:** soft, warm to the touch and non-porous, so it can be cleaned thoroughly.
- **ABS plastic:** hard and smooth, often used for handles and bullets.
- **Borosilicate glass and stainless steel:** non-porous and can be warmed or cooled for temperature play.

## Materials to avoid

Jelly rubber, PVC and "TPE blends" are porous. Tiny holes trap bacteria that no amount of washing removes, and some contain phthalates, softeners linked to health concerns.

## How to tell

Trustworthy brands name the exact material. A strong chemical smell, an oily surface or a very low price are warning signs.

Every Mooli toy is made of body-safe silicone and ABS, and we list the materials on each product page.`,
  },
  'charging-and-battery-care': {
    title: 'Charging and battery care for rechargeable toys',
    summary: 'A few habits that keep your rechargeable toy strong for years.',
    body: `Most modern toys use lithium-ion batteries, like your phone. A little care keeps them going strong.

## Charging

Use the cable that came with your toy and a standard USB port. Fast chargers for phones can deliver more power than small devices need. Dry the toy completely before you connect it, especially the magnetic contacts.

## Good habits

- Charge fully before the first use.
- Do not leave it on the charger for days at a time.
- Avoid letting the battery run completely flat for long periods.
- Top it up every two to three months if you are not using it.

## Signs something is wrong

If the toy gets hot while charging, the light flickers or it no longer holds a charge, stop using it and contact our support team. Toys within warranty can be repaired or replaced through an after-sales request in your account.

Looked after well, a rechargeable toy stays a reliable companion for many years.`,
  },
  'travelling-with-your-toys': {
    title: 'Travelling with your toys',
    summary: 'Packing tips for planes, hotels and weekends away, without awkward moments at security.',
    body: `There is no reason to leave pleasure at home when you travel. A little planning makes it easy.

## Packing

Clean and dry your toy, then put it in a pouch. Many toys have a travel lock: hold the power button for a few seconds so it cannot switch on in your bag.

## At the airport

Toys are allowed in hand and checked luggage in most countries. Security staff see them every day. Pack lube in a bottle under 100 ml and put it with your other liquids.

## Charging on the road

- Bring the charging cable and a USB plug adapter.
- A fully charged toy usually lasts a whole weekend.
- Check your destination's voltage if you use a wall plug.

## At your destination

Keep your pouch in a drawer rather than on display, and clean your toy with water and mild soap as at home. Travel is a lovely time to relax, and your routine can come with you.`,
  },
  'talking-to-your-partner-about-toys': {
    title: 'How to talk to your partner about toys',
    summary: 'Bringing up a vibrator does not have to be awkward. Words and timing that make it easier.',
    body: `Many people worry that suggesting a toy will hurt their partner's feelings. In practice, most partners are curious, and the conversation brings you closer.

## Pick the moment

Choose a relaxed moment outside the bedroom, not in the middle of sex. A walk or a quiet evening at home works well.

## Lead with what you want

Talk about adding something, not fixing something. For example: "I've been curious about trying a toy together. I think it could be fun for both of us."

## Listen too

Your partner may have questions or worries. Some fear being replaced. Reassure them that a toy is something you use together, like music or candles.

## Choose together

- Browse a shop side by side.
- Start with something small and versatile, like a bullet or a couple's ring.
- Agree that either of you can pause at any time.

A conversation about toys is really a conversation about pleasure, and that is always worth having.`,
  },
  'toys-in-partnered-play': {
    title: 'Introducing toys into partnered play',
    summary: 'Practical ideas for the first time you use a toy together, from foreplay to finish.',
    body: `You have talked about it and chosen a toy together. Now what? A few ideas to make the first time relaxed and fun.

## Start with foreplay

Use the toy during massage or kissing first, on the lowest setting. Let your partner hold it and follow your guidance.

## Positions that leave hands free

- Spooning lets either partner hold a small vibrator against the clitoris.
- With you on top, a couple's ring or a small bullet stays in place.
- Lying side by side makes it easy to talk and adjust.

## Keep talking

Short words help: "softer", "there", "more". A toy with several patterns gives you a reason to experiment and laugh together.

## Afterwards

Clean the toy together and talk about what you liked. Treat it as an ongoing experiment, not a single test. Many couples find that a toy becomes a regular, playful part of their intimacy.`,
  },
  'intimacy-at-a-distance': {
    title: 'Keeping intimacy alive at a distance',
    summary: 'Long-distance love takes creativity. Ideas for closeness across time zones.',
    body: `Living apart for study, work or family does not have to mean losing intimacy. It asks for a little more intention.

## Rituals of connection

- A good-morning message in each other's time zone.
- A shared playlist you both add to during the week.
- A weekly video call that is just for the two of you, with no chores in the background.

## Closeness through the senses

Send a letter that smells of your perfume. Wear the same scent during calls. Small sensory cues bring your partner into the room.

## App-controlled toys

Some toys can be controlled through an app over the internet, so your partner can choose patterns and intensity from afar. Agree on boundaries and a simple way to stop before you start.

## Plan the reunion

Having a date on the calendar gives the time apart a shape. Talk about what you want to do together, in and out of the bedroom. Anticipation is part of the pleasure.`,
  },
  'consent-is-ongoing': {
    title: 'Consent is ongoing, not a one-time yes',
    summary: 'What enthusiastic consent looks like in long-term relationships, and why it makes sex better.',
    body: `Consent is often described as a single question asked once. In reality it is an ongoing conversation, even in a relationship of many years.

## What consent looks like

Consent is freely given, informed, enthusiastic and can be withdrawn at any time. Saying yes to one thing does not mean yes to everything, and yes last week does not mean yes today.

## Checking in without breaking the mood

- "Do you like this?"
- "Do you want more or less?"
- "Shall we keep going?"

These questions are not interruptions. They show care and often make the moment more intimate.

## Non-verbal signals

Pay attention to breathing, tension and silence. If you are unsure, pause and ask.

## Why it matters

When both people know they can stop at any time, it becomes easier to relax, explore and ask for what you want. Consent is not a limit on pleasure. It is the ground it grows on.`,
  },
  'scheduling-intimacy': {
    title: 'Scheduling intimacy without losing spontaneity',
    summary: 'Busy lives need plans. How a date in the calendar can make desire easier, not duller.',
    body: `The idea of scheduling sex makes many people wince. Yet for couples with jobs, children and long commutes, waiting for the perfect spontaneous moment often means waiting for a long time.

## Why planning helps

Knowing that an evening is yours gives you time to look forward to it. Anticipation is a powerful part of desire.

## Plan the time, not the script

Set aside the evening, but leave open what happens. It might be a long massage, a bath together or simply talking in bed.

## Make it inviting

- Protect the time like any other appointment.
- Prepare the room earlier: fresh sheets, soft light.
- Send a playful message during the day.

## Stay flexible

If one of you is exhausted, move the date rather than cancelling it. The goal is connection, not obligation. Over time, many couples find their scheduled evenings become the most spontaneous part of the week.`,
  },
  'loving-the-body-you-have': {
    title: 'Loving the body you have, today',
    summary: 'Pleasure does not wait for a perfect body. Small practices for a kinder relationship with yours.',
    body: `Many of us postpone pleasure until our bodies look a certain way. But your body is able to feel pleasure now, exactly as it is.

## Notice the inner critic

When a harsh thought comes up, ask whether you would say it to a friend. Then try saying what you would tell that friend instead.

## Focus on sensation

- Take a slow shower and notice how the water feels, not how you look.
- Massage lotion into a part of your body you usually ignore.
- Wear fabrics that feel good on your skin.

## Curate what you see

Follow people with bodies like yours and bodies unlike yours. Seeing many kinds of beauty changes what feels normal.

## Pleasure as practice

Solo pleasure is a private way to experience your body as a source of joy rather than a project. Each kind moment adds up. Body acceptance is not a destination, it is something you practise, one day at a time.`,
  },
  'pleasure-through-menopause': {
    title: 'Pleasure through perimenopause and menopause',
    summary: 'Hormonal changes affect desire and comfort. What helps, and why this stage can bring new pleasure.',
    body: `Menopause is often described as an ending. For many women it is also the beginning of a freer, more self-assured sexuality.

## What changes

Falling oestrogen can lead to vaginal dryness, thinner tissues and changes in arousal. Sleep problems and hot flushes can affect mood and energy too.

## What helps

- A good water-based lubricant, used generously.
- A vaginal moisturiser used a few times a week, independent of sex.
- Longer warm-up and more external stimulation.
- Vibrators, which increase blood flow and help tissues stay healthy.

## Talk to a professional

If sex is painful, speak to a doctor or gynaecologist. Local oestrogen treatments and pelvic floor physiotherapy help many women.

## A new chapter

Without worries about contraception and often with more self-knowledge, many women find pleasure after menopause more relaxed than ever. Your body is changing, and it still deserves joy.`,
  },
  'your-cycle-and-desire': {
    title: 'Your cycle and your desire',
    summary: 'Why you feel different from week to week, and how to work with your cycle rather than against it.',
    body: `If your desire rises and falls across the month, you are not imagining it. Hormones shift in a rhythm, and your libido often follows.

## The phases

- **Menstruation:** energy may be low, but some women feel more sensitive and find orgasm eases cramps.
- **Follicular phase:** rising oestrogen often brings more energy and curiosity.
- **Ovulation:** many women notice their strongest desire around this time.
- **Luteal phase:** progesterone rises; you may want more comfort and slower touch.

## Track it

Note your mood, energy and desire for two or three cycles. Patterns help you plan and explain your needs to a partner.

## Work with it

Choose gentle rituals on low days and adventurous ones on high days. Hormonal contraception, stress and illness change the pattern, and that is normal too.

Your cycle is not an inconvenience. It is information.`,
  },
  'letting-go-of-performance-pressure': {
    title: 'Letting go of performance pressure',
    summary: 'When sex feels like an exam, pleasure suffers. How to move from performing to feeling.',
    body: `Worrying about how you look, how long it takes or whether you will orgasm can take you out of the moment. Performance pressure is common, and it can be unlearned.

## Where it comes from

Films, porn and comparisons set expectations that have little to do with real bodies. The result is a silent checklist running during intimacy.

## From watching to feeling

- Focus on one sensation at a time: warmth, pressure, breath.
- When your mind drifts to judgement, gently return to your senses.
- Keep the lights low if that helps you stay present.

## Change the goal

Agree with yourself, or with a partner, that pleasure is the goal, not orgasm. Some couples try a few evenings of touch without any expectation of sex, which often takes the pressure off completely.

## Be patient

Habits of self-observation take time to fade. Each time you choose feeling over performing, it gets a little easier.`,
  },
} satisfies BlogTexts;
